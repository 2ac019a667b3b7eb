/**
 * What the benchmarks measure, shared by {@code ./logical-go bench} and the JMH suite: playouts,
 * replays, legal-turn lists and scores on the fast engine. Speed targets live here, never in tests.
 */
package org.logicalgo.bench;
