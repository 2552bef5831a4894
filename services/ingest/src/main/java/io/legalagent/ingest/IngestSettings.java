package io.legalagent.ingest;

import io.legalagent.retrieval.library.Libraries;
import java.nio.file.Path;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * Settings of the ingest service, {@code legal.ingest.*}.
 *
 * @param storeDir the folder the ingest shares with the gateway: claim-check files wait in its
 *     {@code incoming/} subfolder (the library keeps its originals beside them)
 * @param maxFileBytes the largest file accepted, inline or by claim check (50 MB)
 * @param library the library a request that names none goes to
 * @param maxFileTime the longest one file may take (reading, OCR, embedding): the consumer's poll
 *     interval, so a slow scan does not cost the service its partitions
 * @param organisation the organisation a request that names none belongs to (default {@code
 *     local}, as {@code legal.retrieval.organisation}); it alone may add to the default library,
 *     whose passages every organisation shares
 */
@ConfigurationProperties("legal.ingest")
public record IngestSettings(
        @DefaultValue(".legal/library") Path storeDir,
        @DefaultValue("50MB") DataSize maxFileBytes,
        @DefaultValue("default") String library,
        @DefaultValue("30m") Duration maxFileTime,
        @DefaultValue("local") String organisation) {

    public IngestSettings {
        organisation = Libraries.organisation(organisation);
    }

    /** The size limit in bytes. */
    long maxBytes() {
        return maxFileBytes.toBytes();
    }

    /** Where claim-check files wait to be ingested. */
    Path incoming() {
        return storeDir.resolve("incoming");
    }
}
