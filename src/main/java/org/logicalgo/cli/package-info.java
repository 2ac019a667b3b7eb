/**
 * The command line ({@code ./logical-go}): picocli commands over the engines, the protocols and the
 * conformance suite. The top floor: may depend on every other package; nothing depends on it.
 */
package org.logicalgo.cli;
