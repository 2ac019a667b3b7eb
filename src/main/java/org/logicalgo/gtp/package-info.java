/**
 * The Go Text Protocol (GTP version 2): our own engine speaking it over standard input and output.
 * Sits above the rules: depends on {@code org.logicalgo.rules}, {@code org.logicalgo.display},
 * {@code org.logicalgo.sgf} (loadsgf, printsgf) and an {@link org.logicalgo.rules.Engine} handed to
 * it; never on the command line.
 */
package org.logicalgo.gtp;
