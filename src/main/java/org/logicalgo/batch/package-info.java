/**
 * Judging many records: a source (an SGF file or an archive) read record by record and each judged
 * (Records), the one line a record leaves in a batch (RecordLine) and what a batch adds up to
 * (Summary); shared by {@code judge} and the pipeline, so that both say the same of every record.
 * Depends on {@code rules}, {@code rulesets}, {@code sgf}, {@code arbiter}, {@code archive}, {@code io}, Jackson.
 */
package org.logicalgo.batch;
