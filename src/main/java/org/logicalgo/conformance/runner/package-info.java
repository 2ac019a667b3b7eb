/**
 * The conformance runner: plays the suite's cases through GTP against any engine and writes the
 * verdicts (text, JUnit XML, JSON, HTML). Depends on the suite model, the GTP client, the rules and,
 * to draw the position of a failure, the reference.
 */
package org.logicalgo.conformance.runner;
