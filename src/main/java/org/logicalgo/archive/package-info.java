/**
 * Archives of game records as they come (zip, tar, gzip, xz, bzip2, one record a line), read as a
 * stream, each entry held to a size limit. Depends on {@code java.*}, {@code io} and Apache Commons
 * Compress (with org.tukaani xz) only: it knows names and bytes, not SGF.
 */
package org.logicalgo.archive;
