package io.legalagent.retrieval.ingest;

import java.util.List;

/** The usable passages of some files and the rows that were skipped, with reasons. */
public record ParsedCorpus(List<Passage> passages, List<RowProblem> problems) {
    public ParsedCorpus {
        passages = List.copyOf(passages);
        problems = List.copyOf(problems);
    }

    /** Hash over the sorted ids and text hashes: equal corpora, equal fingerprints. */
    public String fingerprint() {
        return CorpusFingerprint.of(passages.stream()
                .map(p -> new CorpusFingerprint.Entry(p.id(), p.textSha256()))
                .toList());
    }
}
