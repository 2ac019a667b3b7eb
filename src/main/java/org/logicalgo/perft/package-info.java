/**
 * Perft for Go: the number of legal turn sequences of each length from a position, as chess
 * engine authors count them to check a move generator, and the count split by first turn
 * ("divide") to walk a wrong total down to the position where the legal turns differ. Counted on
 * the fast engine by make-unmake ({@link org.logicalgo.perft.Perft#fast}) and on any engine's game
 * values ({@link org.logicalgo.perft.Perft#of}), the reference's among them; the two are held to
 * each other by tests, and both to an enumeration written apart from them.
 */
package org.logicalgo.perft;
