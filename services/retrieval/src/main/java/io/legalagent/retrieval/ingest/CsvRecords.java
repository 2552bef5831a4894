package io.legalagent.retrieval.ingest;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * RFC 4180 CSV, streamed: quoted fields may hold commas, doubled quotes and line breaks. Lenient
 * where data is sloppy (a stray quote inside an unquoted field is kept as text).
 */
public final class CsvRecords {
    private final Reader in;
    private long line = 1;
    private int peeked = -2;

    public CsvRecords(Reader in) {
        this.in = in;
    }

    /** One record and the line it started on; {@code unterminated} if the file ended inside quotes. */
    public record Row(long line, List<String> fields, boolean unterminated) {}

    /** The next record, or null at the end of the input. */
    public Row next() {
        int c = read();
        if (c == -1) {
            return null;
        }
        long start = line;
        var fields = new ArrayList<String>();
        var field = new StringBuilder();
        boolean quoted = false;
        boolean fieldStart = true;
        while (true) {
            if (quoted) {
                if (c == -1) {
                    fields.add(field.toString());
                    return new Row(start, fields, true);
                }
                if (c == '"') {
                    if (peek() == '"') {
                        read();
                        field.append('"');
                    } else {
                        quoted = false;
                    }
                } else {
                    field.append((char) c);
                }
            } else if (c == '"' && fieldStart) {
                quoted = true;
            } else if (c == ',') {
                fields.add(field.toString());
                field.setLength(0);
                fieldStart = true;
                c = read();
                continue;
            } else if (c == '\n' || c == -1) {
                fields.add(field.toString());
                return new Row(start, fields, false);
            } else if (c == '\r') {
                if (peek() == '\n') {
                    read();
                }
                fields.add(field.toString());
                return new Row(start, fields, false);
            } else {
                field.append((char) c);
            }
            fieldStart = false;
            c = read();
        }
    }

    private int read() {
        int c;
        if (peeked != -2) {
            c = peeked;
            peeked = -2;
        } else {
            try {
                c = in.read();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        if (c == '\n') {
            line++;
        }
        return c;
    }

    private int peek() {
        if (peeked == -2) {
            try {
                peeked = in.read();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return peeked;
    }
}
