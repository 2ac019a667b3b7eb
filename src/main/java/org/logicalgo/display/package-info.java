/**
 * Drawing grids for people: text diagrams and SVG pictures, with coordinates. Kept apart so the rules stay free
 * of formatting. Depends on {@code org.logicalgo.rules} only.
 */
package org.logicalgo.display;
