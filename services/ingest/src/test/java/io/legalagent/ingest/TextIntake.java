package io.legalagent.ingest;

import io.legalagent.contracts.DocumentProgress.Stage;
import io.legalagent.retrieval.embed.Embedder;
import io.legalagent.retrieval.ingest.Passage;
import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.store.ChromaPassageStore;
import io.legalagent.retrieval.store.PassageStore;
import io.legalagent.retrieval.store.StoredPassage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A small library for the ingest's tests, standing in for the documents module's DocumentLibrary:
 * UTF-8 text cut at blank lines, embedded with the real model into a real Chroma collection per
 * library, keyed by the file's SHA-256 with one live document per slot, so the same file twice is
 * UNCHANGED. Tells READ and EMBEDDING as the real one does.
 */
final class TextIntake implements DocumentIntake {
    /** A file name this library fails on, as a store that breaks would. */
    static final String BROKEN = "breaks-the-store.txt";

    private final ChromaClient chroma;
    private final Embedder embedder;
    private final String collectionPrefix;
    private final Map<String, PassageStore> stores = new ConcurrentHashMap<>();
    private final Map<String, String> liveBySlot = new HashMap<>();
    private final Map<String, List<String>> passageIds = new HashMap<>();

    TextIntake(ChromaClient chroma, Embedder embedder, String collectionPrefix) {
        this.chroma = chroma;
        this.embedder = embedder;
        this.collectionPrefix = collectionPrefix;
    }

    PassageStore store(String library) {
        return stores.computeIfAbsent(
                library, name -> ChromaPassageStore.open(chroma, collectionPrefix + name, embedder.passageModelId()));
    }

    @Override
    public synchronized IntakeOutcome ingest(String library, Path file, String slot, IntakeListener listener) {
        if (slot.equals(BROKEN)) {
            throw new IllegalStateException("the store broke on " + slot);
        }
        byte[] bytes = read(file);
        String documentId = sha256(bytes);
        String key = library + "/" + slot;
        String previous = liveBySlot.get(key);
        if (documentId.equals(previous)) {
            return new IntakeOutcome(Stage.UNCHANGED, documentId, "TEXT", null, 0, null);
        }
        var paragraphs =
                List.of(new String(bytes, StandardCharsets.UTF_8).strip().split("\\n\\s*\\n"));
        listener.read(documentId, "TEXT", null, paragraphs.size());
        var ids = new ArrayList<String>();
        for (int i = 0; i < paragraphs.size(); i++) {
            var passage = new Passage(documentId + ":" + i, paragraphs.get(i).strip(), slot, slot, "");
            float[] vector = embedder.embedPassage(passage.embeddingText());
            store(library).upsert(List.of(new StoredPassage(passage.id(), passage.text(), passage.metadata(), vector)));
            ids.add(passage.id());
            listener.embedded(i + 1, paragraphs.size());
        }
        liveBySlot.put(key, documentId);
        passageIds.put(documentId, ids);
        if (previous != null) {
            store(library).delete(passageIds.remove(previous));
        }
        return new IntakeOutcome(
                previous == null ? Stage.ADDED : Stage.CHANGED, documentId, "TEXT", null, ids.size(), null);
    }

    @Override
    public synchronized IntakeOutcome delete(String library, String documentId) {
        var ids = passageIds.remove(documentId);
        if (ids == null) {
            return IntakeOutcome.failed("library '" + library + "' holds no document " + documentId);
        }
        store(library).delete(ids);
        liveBySlot.values().remove(documentId);
        return IntakeOutcome.deleted(documentId);
    }

    private static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
