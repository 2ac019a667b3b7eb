/**
 * A zoo of defective engines: the reference made wrong in exactly one way that real engines have been wrong, to prove the suite's strength.
 * Depends on nothing but {@code java.*}, the vocabulary in {@code org.logicalgo.rules} and the reference it spoils.
 */
package org.logicalgo.defects;
