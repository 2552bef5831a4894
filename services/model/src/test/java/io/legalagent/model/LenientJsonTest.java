package io.legalagent.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LenientJsonTest {

    @Test
    void keepsApostrophesInsideDoubleQuotedStrings() {
        var json = LenientJson.object("{\"reasoning\": \"the defendant's intent and the victim's consent\"}");
        assertThat(LenientJson.text(json.orElseThrow(), "reasoning"))
                .contains("the defendant's intent and the victim's consent");
    }

    @Test
    void readsSingleQuotedStringsWithoutRewritingTheText() {
        var json = LenientJson.object("{'primary': 'owner\\'s duty', 'note': \"it's fine\"}")
                .orElseThrow();
        assertThat(LenientJson.text(json, "primary")).contains("owner's duty");
        assertThat(LenientJson.text(json, "note")).contains("it's fine");
    }

    @Test
    void skipsProseAndBracesBeforeTheObjectAndIgnoresWhatFollows() {
        String reply = "Considering {the facts} and [Source 1], my answer is:\n```json\n"
                + "{\"action\": \"complete\", \"question\": \"\",}\n```\nThat's all {really}.";
        var json = LenientJson.object(reply).orElseThrow();
        assertThat(LenientJson.text(json, "action")).contains("complete");
    }

    @Test
    void acceptsTrailingCommasInArraysAndComments() {
        var array = LenientJson.array("[\"a\", \"b\", // the second\n]").orElseThrow();
        assertThat(array.size()).isEqualTo(2);
    }

    @Test
    void findsNothingInPlainProseOrTruncatedJson() {
        assertThat(LenientJson.object("It's a simple question.")).isEmpty();
        assertThat(LenientJson.object("{\"steps\": [{\"question\": \"What")).isEmpty();
        assertThat(LenientJson.object(null)).isEmpty();
    }
}
