/**
 * The nouns of the rules, shared by every engine and every layer above: grid, point, colour,
 * colouring, turn, verdict, ruleset, score, and the {@link org.logicalgo.rules.Game} interface.
 * Depends on nothing but {@code java.*}; holds values and the interface, never a rule's logic.
 */
package org.logicalgo.rules;
