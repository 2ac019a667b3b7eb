/**
 * The conformance runner: plays the suite's cases through GTP against any engine and writes the
 * verdicts (text, JUnit XML, JSON in the shapes of {@code json}, HTML). Depends on the suite model,
 * the GTP client, the rules and the fast engine (each case as the rules play it), the diagrams, the
 * JSON shapes and the spec's text (a clause id shown with its words).
 */
package org.logicalgo.conformance.runner;
