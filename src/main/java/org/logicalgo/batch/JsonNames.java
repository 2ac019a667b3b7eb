package org.logicalgo.batch;

import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.SerializedString;

import org.logicalgo.io.Names;

/**
 * JSON's escaping of the characters {@link Names#shown} escapes: Jackson escapes C0 already, but
 * writes DEL, C1 and the Unicode separators raw, and a line of JSON printed on a terminal is read
 * by the terminal too. Set on a generator or a mapper's factory where records' names are written.
 */
public final class JsonNames extends CharacterEscapes {

    private static final long serialVersionUID = 1L;

    /** The one instance: it holds no state. */
    public static final JsonNames ESCAPES = new JsonNames();

    private final int[] ascii;

    private JsonNames() {
        ascii = standardAsciiEscapesForJSON();
        ascii[0x7f] = ESCAPE_STANDARD;
    }

    @Override
    public int[] getEscapeCodesForAscii() {
        return ascii;
    }

    @Override
    public SerializableString getEscapeSequence(int c) {
        return Names.escaped(c) ? new SerializedString(String.format("\\u%04x", c)) : null;
    }
}
