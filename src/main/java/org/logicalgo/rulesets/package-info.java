/**
 * The one registry of ruleset names: the presets, the knobs and their words, the name composed
 * back from a ruleset, and the SGF {@code RU} readings. A name is read here once, at the edge, and
 * a {@link org.logicalgo.rules.Ruleset} value travels everywhere after. May depend on {@code rules}
 * and the JDK only.
 */
package org.logicalgo.rulesets;
