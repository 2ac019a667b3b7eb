/**
 * The reference: the ten logical rules of Go as code a student reads beside {@code spec/tromp-taylor.md},
 * one definition per rule, each under its clause id. Clarity over speed.
 * Depends on nothing but {@code java.*} and the vocabulary in {@code org.logicalgo.rules}.
 */
package org.logicalgo.reference;
