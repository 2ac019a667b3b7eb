/**
 * Counting what the rules allow: legal positions (Tromp's border-state dynamic programming) and
 * complete games (a search over the fast engine's game graph), checked against published figures.
 * Depends on {@code java.*}, {@code org.logicalgo.rules} and the fast engine.
 */
package org.logicalgo.count;
