package io.legalagent.retrieval.ingest;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * RFC 4180 CSV, streamed by Apache Commons CSV: quoted fields may hold commas, doubled quotes and
 * line breaks. Commons CSV rather than Jackson's CSV module because every caller reads rows by
 * position after checking the header itself, which is Commons CSV's plain record model; Jackson's
 * is built around binding rows to objects through a schema. What this class adds is the line a
 * record starts on (Commons CSV counts records and lines read, not where a record began), so an
 * error can name the line at fault. Lenient where data is sloppy: a stray quote inside an unquoted
 * field, or text after a closing quote, is kept as text.
 */
public final class CsvRecords {
    private static final CSVFormat FORMAT = CSVFormat.RFC4180
            .builder()
            .setIgnoreEmptyLines(false) // a blank line is a record of one empty field: line numbers stay true
            .setTrailingData(true)
            .get();

    private final CSVParser parser;
    private final Iterator<CSVRecord> records;
    private long linesRead;

    public CsvRecords(Reader in) {
        try {
            this.parser = CSVParser.builder().setReader(in).setFormat(FORMAT).get();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        this.records = parser.iterator();
    }

    /** One record and the line it started on. */
    public record Row(long line, List<String> fields) {}

    /** A record that is not CSV, such as a quoted field still open at the end of the input. */
    public static final class MalformedRecord extends IllegalArgumentException {
        private final long line;

        MalformedRecord(long line, String reason, Throwable cause) {
            super("line " + line + ": " + reason, cause);
            this.line = line;
        }

        /** The line the record starts on. */
        public long line() {
            return line;
        }

        /** Why it is not CSV, without the line. */
        public String reason() {
            return getMessage().substring(getMessage().indexOf(": ") + 2);
        }
    }

    /**
     * The next record, or null at the end of the input.
     *
     * @throws MalformedRecord the record cannot be read as CSV; reading stops there
     */
    public Row next() {
        long start = linesRead + 1;
        try {
            if (!records.hasNext()) {
                return null;
            }
            var record = records.next();
            linesRead = parser.getCurrentLineNumber();
            return new Row(start, record.toList());
        } catch (UncheckedIOException e) {
            throw new MalformedRecord(start, reason(e), e);
        }
    }

    /** The parser's own words, or a plain one for the usual fault: a quote never closed. */
    private static String reason(UncheckedIOException e) {
        String detail = e.getCause() == null ? e.getMessage() : e.getCause().getMessage();
        return detail != null && detail.contains("EOF reached before encapsulated token finished")
                ? "quoted field never closed before end of file"
                : "malformed CSV (" + detail + ")";
    }
}
