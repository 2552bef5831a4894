package io.legalagent.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.ingest.CheckedRequest.Accepted;
import io.legalagent.ingest.CheckedRequest.Refused;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.util.unit.DataSize;

class RequestCheckTest {
    private static final String ID = "a".repeat(64);
    private final RequestCheck check = new RequestCheck(
            new IngestSettings(Path.of("store"), DataSize.ofBytes(10), "default", Duration.ofMinutes(1), "local"));

    private CheckedRequest check(String json) {
        return check.check("key-1", json.getBytes(StandardCharsets.UTF_8));
    }

    private static String base64(String text) {
        return Base64.getEncoder().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void acceptsAnInlineFileIntoTheDefaultLibrary() {
        var checked = check("{\"requestId\":\"r1\",\"action\":\"INGEST\",\"fileName\":\"a.md\",\"content\":\""
                + base64("# A") + "\"}");
        assertThat(checked).isInstanceOf(Accepted.class);
        assertThat(checked.library()).isEqualTo("default");
        assertThat(checked.organisation()).isEqualTo("local");
        assertThat(checked.fileName()).isEqualTo("a.md");
    }

    @Test
    void aRequestGoesToTheLibraryOfTheOrganisationItNames() {
        var checked = check("{\"requestId\":\"r1\",\"action\":\"INGEST\",\"library\":\"filings\","
                + "\"organisation\":\"firm-b\",\"claimCheck\":\"u-1\"}");
        assertThat(checked).isInstanceOf(Accepted.class);
        assertThat(((Accepted) checked).owned())
                .isEqualTo(new io.legalagent.retrieval.library.OwnedLibrary("firm-b", "filings"));
    }

    @Test
    void onlyTheConfiguredOrganisationAddsToTheSharedDefaultLibrary() {
        var other = check(
                "{\"requestId\":\"r1\",\"action\":\"INGEST\",\"organisation\":\"firm-b\"," + "\"claimCheck\":\"u-1\"}");
        assertThat(other).isInstanceOf(Refused.class);
        assertThat(((Refused) other).reason()).contains("the default library is shared by every organisation");
        assertThat(other.organisation()).isEqualTo("firm-b");
        var bad = check("{\"requestId\":\"r1\",\"action\":\"INGEST\",\"library\":\"filings\","
                + "\"organisation\":\"Firm_B\",\"claimCheck\":\"u-1\"}");
        assertThat(((Refused) bad).reason()).contains("organisation 'Firm_B'");
    }

    @Test
    void aClaimCheckNamesTheFileWhenTheRequestDoesNot() {
        var checked = check("{\"requestId\":\"r1\",\"action\":\"INGEST\",\"library\":\"firm\",\"claimCheck\":\"u-1\"}");
        assertThat(checked).isInstanceOf(Accepted.class);
        assertThat(checked.fileName()).isEqualTo("u-1");
        assertThat(checked.library()).isEqualTo("firm");
    }

    @Test
    void acceptsADeleteByDocumentId() {
        assertThat(check("{\"requestId\":\"r1\",\"action\":\"DELETE\",\"documentId\":\"" + ID + "\"}"))
                .isInstanceOf(Accepted.class);
    }

    @Test
    void aRecordWithoutValueOrIdIsNamedByItsKey() {
        var empty = check.check("key-1", null);
        assertThat(empty).isInstanceOf(Refused.class);
        assertThat(empty.requestId()).isEqualTo("key-1");
        assertThat(((Refused) check("{\"action\":\"INGEST\"}")).reason()).isEqualTo("missing requestId");
        assertThat(check.check(null, new byte[] {'{'}).requestId()).isEqualTo("(no request id)");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "nope | not JSON",
                "[1] | not a JSON object",
                "{\"requestId\":\"r\"} | missing action",
                "{\"requestId\":\"r\",\"action\":\"SHRED\"} | unknown action 'SHRED'",
                "{\"requestId\":\"r\",\"action\":\"INGEST\",\"extra\":1,\"claimCheck\":\"c\"} | not a document request",
                "{\"requestId\":\"r\",\"action\":\"INGEST\",\"library\":\"A B\",\"claimCheck\":\"c\"} | library name 'A B'",
                "{\"requestId\":\"r\",\"action\":\"INGEST\",\"fileName\":\"a\"} | exactly one of content",
                "{\"requestId\":\"r\",\"action\":\"INGEST\",\"content\":\"QQ==\",\"claimCheck\":\"c\"} | exactly one of content",
                "{\"requestId\":\"r\",\"action\":\"INGEST\",\"content\":\"QQ==\"} | fileName is missing",
                "{\"requestId\":\"r\",\"action\":\"INGEST\",\"claimCheck\":\"../x\"} | plain file name",
                "{\"requestId\":\"r\",\"action\":\"INGEST\",\"fileName\":\"a\",\"claimCheck\":\"..\"} | plain file name",
                "{\"requestId\":\"r\",\"action\":\"INGEST\",\"fileName\":\"a\\\\b\",\"content\":\"QQ==\"} | plain file name",
                "{\"requestId\":\"r\",\"action\":\"INGEST\",\"fileName\":\"a\",\"content\":\"QUJDREVGR0hJSktM\"} | more than legal.ingest.max-file-bytes (10)",
                "{\"requestId\":\"r\",\"action\":\"DELETE\"} | DELETE needs documentId",
                "{\"requestId\":\"r\",\"action\":\"DELETE\",\"documentId\":\"abc\"} | DELETE needs documentId",
            })
    void refusesWithAReason(String json, String reason) {
        var checked = check(json.strip());
        assertThat(checked).isInstanceOf(Refused.class);
        assertThat(((Refused) checked).reason()).contains(reason.strip());
    }

    @Test
    void tellsTheDecodedLengthFromTheBase64Text() {
        for (String text : new String[] {"", "a", "ab", "abc", "abcd", "abcde"}) {
            assertThat(FileNames.decodedLength(base64(text))).as(text).isEqualTo(text.length());
        }
    }
}
