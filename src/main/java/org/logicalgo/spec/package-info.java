/**
 * The rules as a reader meets them, for the command line and the explorer alike: the clauses of
 * {@code spec/} with their texts ({@link org.logicalgo.spec.SpecText}) and a move's three steps as
 * TT-7 states them ({@link org.logicalgo.spec.MoveSteps}). May depend on {@code rules} and
 * {@code reference}.
 */
package org.logicalgo.spec;
