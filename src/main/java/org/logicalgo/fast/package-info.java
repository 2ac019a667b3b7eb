/**
 * The fast engine: the same rules and the same verdicts as the reference, on a mutable board made
 * for playouts, counting and judging archives, held equal to the reference by property tests.
 * Depends on {@code java.*} and {@code org.logicalgo.rules} only, never on the reference.
 */
package org.logicalgo.fast;
