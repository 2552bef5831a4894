package io.legalagent.gateway;

import java.nio.file.Path;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * What the gateway shares with the ingest service, {@code legal.ingest.*}: the storage folder both
 * mount, and the largest file accepted.
 *
 * @param storeDir the folder uploads wait in ({@code incoming/}, as claim checks) and ingested
 *     originals are kept in ({@code <documentId>}), for the document links of answers; the same
 *     folder the ingest service is given
 * @param maxFileBytes the largest file an upload may carry; a larger one is answered 413 naming the
 *     file. One upload may carry several files, {@value #FILES_PER_UPLOAD} times this in all
 */
@ConfigurationProperties("legal.ingest")
public record UploadSettings(
        @DefaultValue(".legal/library") Path storeDir, @DefaultValue("50MB") DataSize maxFileBytes) {

    static final int FILES_PER_UPLOAD = 4;

    /** The largest multipart request: a few files of the largest size. */
    DataSize maxUploadBytes() {
        return DataSize.ofBytes(maxFileBytes.toBytes() * FILES_PER_UPLOAD);
    }
}
