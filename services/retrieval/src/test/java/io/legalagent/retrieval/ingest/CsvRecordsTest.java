package io.legalagent.retrieval.ingest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CsvRecordsTest {
    private static List<CsvRecords.Row> all(String csv) {
        var records = new CsvRecords(new StringReader(csv));
        var rows = new ArrayList<CsvRecords.Row>();
        for (var row = records.next(); row != null; row = records.next()) {
            rows.add(row);
        }
        return rows;
    }

    @Test
    void readsQuotedCommasEscapedQuotesAndLineBreaksWithTheLineEachRecordStartsOn() {
        var rows = all("id,text\r\n"
                + "a,\"one, two\"\r\n"
                + "b,\"first line\nsecond line\nthird\"\n"
                + "c,\"He said \"\"no\"\"\"\n"
                + "d,plain\n");

        assertThat(rows)
                .extracting(CsvRecords.Row::line, CsvRecords.Row::fields)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(1L, List.of("id", "text")),
                        org.assertj.core.groups.Tuple.tuple(2L, List.of("a", "one, two")),
                        org.assertj.core.groups.Tuple.tuple(3L, List.of("b", "first line\nsecond line\nthird")),
                        org.assertj.core.groups.Tuple.tuple(6L, List.of("c", "He said \"no\"")),
                        org.assertj.core.groups.Tuple.tuple(7L, List.of("d", "plain")));
    }

    @Test
    void keepsABlankLineAsAnEmptyRecordAndAStrayQuoteAsText() {
        var rows = all("a,b\n\nx,5\" tall\nlast,no newline at the end");

        assertThat(rows)
                .extracting(CsvRecords.Row::line, CsvRecords.Row::fields)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(1L, List.of("a", "b")),
                        org.assertj.core.groups.Tuple.tuple(2L, List.of("")),
                        org.assertj.core.groups.Tuple.tuple(3L, List.of("x", "5\" tall")),
                        org.assertj.core.groups.Tuple.tuple(4L, List.of("last", "no newline at the end")));
    }

    @Test
    void aQuoteNeverClosedIsRefusedNamingTheLineItsRecordStartsOn() {
        var records = new CsvRecords(new StringReader("id,text\nok,\"two\nlines\"\nbad,\"never closed\nto the end\n"));
        records.next();
        assertThat(records.next().fields()).containsExactly("ok", "two\nlines");

        assertThatThrownBy(records::next)
                .isInstanceOfSatisfying(CsvRecords.MalformedRecord.class, e -> {
                    assertThat(e.line()).isEqualTo(4);
                    assertThat(e.reason()).isEqualTo("quoted field never closed before end of file");
                })
                .hasMessage("line 4: quoted field never closed before end of file");
    }
}
