/**
 * Games settled by search: {@link org.logicalgo.solve.Solver}, exact minimax by alpha-beta on the
 * fast board's public API, and {@link org.logicalgo.solve.ColouringGraph}, every colouring of a
 * small grid and its successors, for the reachable key (docs/solve.md). Beside {@code count}, on
 * {@code fast} and {@code rules} only.
 */
package org.logicalgo.solve;
