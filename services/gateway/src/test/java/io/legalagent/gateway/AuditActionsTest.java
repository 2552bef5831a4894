package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AuditRecord.AuditAction;
import org.junit.jupiter.api.Test;

class AuditActionsTest {
    private static final String SHA = "ab".repeat(32);

    @Test
    void eachApiActionIsNamedWithWhatItConcerns() {
        assertThat(AuditActions.of("POST", "/api/questions")).hasValue(AuditTrail.Entry.of(AuditAction.ASK));
        assertThat(AuditActions.of("GET", "/api/questions/q1/events"))
                .hasValue(AuditTrail.Entry.of(AuditAction.READ_EVENTS).requestId("q1"));
        assertThat(AuditActions.of("GET", "/api/answers")).hasValue(AuditTrail.Entry.of(AuditAction.LIST_ANSWERS));
        assertThat(AuditActions.of("GET", "/api/answers/q1"))
                .hasValue(AuditTrail.Entry.of(AuditAction.READ_ANSWER).requestId("q1"));
        assertThat(AuditActions.of("GET", "/api/answers/q1/verification"))
                .hasValue(AuditTrail.Entry.of(AuditAction.VERIFY).requestId("q1"));
        assertThat(AuditActions.of("GET", "/api/passages/p7"))
                .hasValue(AuditTrail.Entry.of(AuditAction.READ_PASSAGE).subject("p7"));
        assertThat(AuditActions.of("POST", "/api/documents"))
                .hasValue(AuditTrail.Entry.of(AuditAction.UPLOAD_DOCUMENT));
        assertThat(AuditActions.of("GET", "/api/documents/" + SHA))
                .hasValue(AuditTrail.Entry.of(AuditAction.OPEN_DOCUMENT).subject(SHA));
        assertThat(AuditActions.of("GET", "/api/libraries/filings/documents"))
                .hasValue(AuditTrail.Entry.of(AuditAction.LIST_DOCUMENTS).subject("filings"));
        assertThat(AuditActions.of("DELETE", "/api/libraries/filings/documents/" + SHA))
                .hasValue(AuditTrail.Entry.of(AuditAction.DELETE_DOCUMENT).subject(SHA));
    }

    @Test
    void whatIsNoActionIsNotAudited() {
        assertThat(AuditActions.of("GET", "/api/public-key")).isEmpty();
        assertThat(AuditActions.of("GET", "/api/documents/events")).isEmpty();
        assertThat(AuditActions.of("DELETE", "/api/answers/q1")).isEmpty();
        assertThat(AuditActions.of("GET", "/")).isEmpty();
    }

    @Test
    void aRunIdIsRecordedOnlyWhereItDiffers() {
        var entry = AuditTrail.Entry.of(AuditAction.READ_ANSWER).requestId("q1");
        assertThat(entry.runRequestId("q1").runRequestId()).isNull();
        assertThat(entry.runRequestId("u-1").runRequestId()).isEqualTo("u-1");
    }
}
