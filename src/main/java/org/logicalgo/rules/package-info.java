/**
 * The nouns of the rules, shared by every engine and every layer above: grid, point, colour,
 * colouring, turn, verdict and refusal, ruleset and its knobs, score, the {@link org.logicalgo.rules.Language}
 * their sentences are said in (English or French, each sentence written beside its rule), and the
 * {@link org.logicalgo.rules.Game} interface, and {@link org.logicalgo.rules.Replay}: the one loop that
 * plays turns from a game, each with its verdict and the game after it. Each knob answers its own question (has the game
 * ended, who moves next, which earlier colourings count, which clause a text cites), so that no
 * engine switches over it; the rules themselves (reaching, clearing, a move) live in the engines.
 * Depends on nothing but {@code java.*}.
 */
package org.logicalgo.rules;
