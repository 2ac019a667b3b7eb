package org.logicalgo.cli;

import org.logicalgo.io.InputFile;

import picocli.CommandLine.Option;

/** {@code --max-file-size}: the most a file read by a command may hold (SGF records, files of turns). */
final class FileSizeOption {

    @Option(names = "--max-file-size", paramLabel = "SIZE", defaultValue = "64M",
            description = "The largest file read, in bytes or like 64M, 1G (default 64M; at most 2G less 9 bytes).")
    String maxFileSize;

    /** The limit in bytes. */
    long limit() {
        try {
            return InputFile.parseSize(maxFileSize);
        } catch (IllegalArgumentException e) {
            throw new UserError("--max-file-size: " + e.getMessage());
        }
    }
}
