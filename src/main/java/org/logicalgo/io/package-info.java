/**
 * The one way in and the one way out for every file the project reads or writes: regular files
 * only, never past a size limit, decoded with the encoding named (InputFile); never over an
 * existing file unless asked, written whole or not at all (OutputFile). Depends on {@code java.*} only.
 */
package org.logicalgo.io;
