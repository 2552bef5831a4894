package io.legalagent.retrieval.pack;

import java.util.List;
import java.util.SortedMap;

/**
 * {@code rp_manifest.json}, beside the packs: the builder's commit, every constant of the record the
 * packs were built with, the retrieval that fed them, the SHA-256 of every input (corpus files, QA
 * file, embedding model files), each pack's file, SHA-256 and coverage, and the pack set's hash (one
 * SHA-256 over every pack's file name and hash, in order), which two evaluations compare.
 */
public record PackManifest(
        String version,
        String builderSha,
        SortedMap<String, String> constants,
        SortedMap<String, String> retrieval,
        String corpusFingerprint,
        List<Input> inputs,
        List<Entry> packs,
        String packSetSha256) {

    public PackManifest {
        inputs = List.copyOf(inputs);
        packs = List.copyOf(packs);
    }

    /** An input file: its role (corpus, qa, embedding-model), its name, its SHA-256. */
    public record Input(String role, String name, String sha256) {}

    /** One question's pack: its file (relative to the manifest), SHA-256 and coverage. */
    public record Entry(String question, String file, String sha256, int candidates, int selected) {}
}
