/**
 * The rules explorer: {@code ./logical-go explore}'s web server, its JSON API over the reference
 * engine and its static page. May depend on {@code rules}, {@code reference}, {@code arbiter},
 * {@code sgf}, {@code conformance} (the suite's model and {@code RulesetNames}), {@code display},
 * {@code json}, {@code io}, Jackson and the JDK's HTTP server; never on the command line.
 */
package org.logicalgo.explorer;
