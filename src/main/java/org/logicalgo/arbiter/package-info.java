/**
 * The arbiter: a game record judged under a ruleset, turn by turn, with the clause behind each
 * verdict and the record's own result checked. Depends on {@code rules}, {@code sgf} and an
 * {@link org.logicalgo.rules.Engine} handed to it; never on {@code reference} or the command line.
 */
package org.logicalgo.arbiter;
