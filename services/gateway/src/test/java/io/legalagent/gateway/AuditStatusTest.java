package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AuditRecord.AuditAction;
import org.junit.jupiter.api.Test;

/** An allowed action's record names the status its caller gets: 202 for what is accepted to happen later. */
class AuditStatusTest {

    @Test
    void acceptedActionsAre202AndReadsAre200() {
        assertThat(AuditTrail.allowedStatus(AuditAction.ASK)).isEqualTo(202);
        assertThat(AuditTrail.allowedStatus(AuditAction.UPLOAD_DOCUMENT)).isEqualTo(202);
        assertThat(AuditTrail.allowedStatus(AuditAction.DELETE_DOCUMENT)).isEqualTo(202);
        assertThat(AuditTrail.allowedStatus(AuditAction.READ_ANSWER)).isEqualTo(200);
        assertThat(AuditTrail.allowedStatus(AuditAction.VERIFY)).isEqualTo(200);
    }
}
