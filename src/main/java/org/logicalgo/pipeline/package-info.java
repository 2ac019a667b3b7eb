/**
 * The judging of {@code judge} as an Apache Beam pipeline ({@code ./logical-go judge-pipeline}): the
 * same sources read by the same reader, each record judged by the same {@code batch.Records}, the
 * same JSON lines and summary; on the direct runner here, on Spark or Flink on a cluster
 * (docs/archives.md). Depends on {@code batch}, {@code archive}, {@code arbiter}, {@code fast},
 * {@code rules}, {@code io}, Beam; nothing below may use Beam.
 */
package org.logicalgo.pipeline;
