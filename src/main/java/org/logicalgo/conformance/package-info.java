/**
 * The conformance suite as data: the case model read from {@code conformance/cases/*.json}, the loader,
 * the checker that plays a case on a rules {@code Engine}, and the export to GTP regression files.
 * Depends on {@code java.*}, {@code org.logicalgo.rules}, {@code io}, Jackson and networknt JSON Schema (the loader
 * holds each case file to {@code conformance/schema}); never on {@code reference}, {@code fast} or {@code cli}.
 */
package org.logicalgo.conformance;
