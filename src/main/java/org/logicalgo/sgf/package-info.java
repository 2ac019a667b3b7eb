/**
 * Smart Game Format (SGF, FF[4]): an exact reader and writer of game records, and the reading of a
 * Go record as a start and turns. Depends on {@code org.logicalgo.rules} and {@code java.*} only.
 */
package org.logicalgo.sgf;
