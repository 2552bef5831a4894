package io.legalagent.retrieval.ingest;

import io.legalagent.retrieval.Hashes;
import java.nio.charset.StandardCharsets;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;

/**
 * SHA-256 over "id TAB text-sha256 LF" for every passage in id order. It names a corpus in the
 * ResearchPack manifest and keys the benchmark's own collection; file order does not matter.
 */
public final class CorpusFingerprint {
    private CorpusFingerprint() {}

    public record Entry(String id, String textSha256) {}

    public static String of(List<Entry> entries) {
        var digest = Hashes.digest();
        entries.stream().sorted(Comparator.comparing(Entry::id)).forEach(e -> {
            digest.update(e.id().getBytes(StandardCharsets.UTF_8));
            digest.update((byte) '\t');
            digest.update(e.textSha256().getBytes(StandardCharsets.UTF_8));
            digest.update((byte) '\n');
        });
        return HexFormat.of().formatHex(digest.digest());
    }
}
