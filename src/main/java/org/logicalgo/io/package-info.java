/**
 * The one way in for every file the project reads: regular files only, never past a size limit, decoded with the encoding named.
 * Depends on {@code java.*} only.
 */
package org.logicalgo.io;
