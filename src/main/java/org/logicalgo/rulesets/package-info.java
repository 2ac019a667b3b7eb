/**
 * The one registry of ruleset names, and the one place a ruleset is read from words and written
 * back: the presets, the settings a name gives ({@link org.logicalgo.rulesets.Setting}: the knobs
 * and the default komi), the reader {@link org.logicalgo.rulesets.Rulesets#read} (our names, SGF
 * {@code RU} names, KataGo's rules strings, each exact or with a note) and the writer
 * {@link org.logicalgo.rulesets.Rulesets#name}. A name is read here once, at the edge, and a
 * {@link org.logicalgo.rules.Ruleset} value travels everywhere after. May depend on {@code rules}
 * and the JDK only.
 */
package org.logicalgo.rulesets;
