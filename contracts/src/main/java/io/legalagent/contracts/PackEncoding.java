package io.legalagent.contracts;

import java.util.List;
import java.util.Map;

/**
 * The canonical text a ResearchPack's seal is computed over: every field but the seal, in a fixed
 * order, each value length-prefixed ({@code name length:value}, or {@code name -} for null) so that
 * no value can run into the next. Written by hand rather than with a JSON library: this module has no
 * dependencies, and a library's field order, number format or escaping may change between versions,
 * which would silently break every stored seal. Doubles use {@link Double#toString}, which is exact
 * and survives a JSON round trip.
 */
final class PackEncoding {
    private final StringBuilder text = new StringBuilder();

    private PackEncoding() {}

    static String of(ResearchPack pack) {
        var e = new PackEncoding();
        e.field("version", pack.version());
        e.field("buildSha", pack.buildSha());
        e.map("constants", pack.constants());
        e.field("corpusFingerprint", pack.corpusFingerprint());
        if (pack.library() != null) {
            // Only when present, so the seals of packs from the default corpus stay as they were.
            e.field("library", pack.library());
        }
        e.count("steps", pack.steps());
        pack.steps().forEach(e::step);
        e.count("modelOutputs", pack.modelOutputs());
        pack.modelOutputs().forEach(e::output);
        e.selection(pack.selection());
        e.inputPack(pack.inputPack());
        e.cachedFrom(pack.cachedFrom());
        return e.text.toString();
    }

    private void step(PackStep s) {
        field("step.id", Integer.toString(s.id()));
        if (s.phase() != null) {
            // Only when present, so the seals of packs made before the phase was kept stay as they were.
            field("step.phase", s.phase());
        }
        field("step.question", s.question());
        field("step.status", s.status().name());
        list("step.queries", s.queries());
        list("step.excludedIds", s.excludedIds());
        count("step.passages", s.passages());
        for (var p : s.passages()) {
            field("passage.id", p.id());
            field("passage.sha256", p.sha256());
            field("passage.score", Double.toString(p.score()));
            document(p.document());
        }
        field("step.candidates", Integer.toString(s.candidates()));
        field("step.excluded", Integer.toString(s.excluded()));
        field("step.confidence", Double.toString(s.confidence()));
        field("step.answer", s.answer());
        field("step.contextSha256", s.contextSha256());
    }

    /** Written only when present, so the seals of packs of corpus passages stay as they were. */
    private void document(DocumentPlace d) {
        if (d != null) {
            field("document.id", d.documentId());
            field("document.fileName", d.fileName());
            field("document.title", d.title());
            field(
                    "document.firstPage",
                    d.firstPage() == null ? null : d.firstPage().toString());
            field(
                    "document.lastPage",
                    d.lastPage() == null ? null : d.lastPage().toString());
            list("document.paragraphs", d.paragraphs());
            field("document.heading", d.heading());
        }
    }

    private void output(ModelOutput o) {
        field("output.node", o.node());
        field("output.skill", o.skill());
        field("output.stepId", o.stepId() == null ? null : o.stepId().toString());
        field("output.output", o.output());
        field("output.replySha256", o.replySha256());
    }

    private void selection(McSelection s) {
        field("selection", s == null ? null : "present");
        if (s != null) {
            field("selection.letter", s.letter());
            field("selection.reasoning", s.reasoning());
            field("selection.skippedBecause", s.skippedBecause());
        }
    }

    /** Written only when present, so the seals of packs from searched research stay as they were. */
    private void inputPack(InputPack p) {
        if (p != null) {
            field("inputPack.sha256", p.sha256());
            field("inputPack.packSetSha256", p.packSetSha256());
            field("inputPack.questionId", p.questionId());
        }
    }

    /** Written only when present, so the seals of packs of research not from QA memory stay as they were. */
    private void cachedFrom(CachedFrom c) {
        if (c != null) {
            field("cachedFrom.runId", c.runId());
            field("cachedFrom.signatureSha256", c.signatureSha256());
        }
    }

    private void map(String name, Map<String, String> entries) {
        field(name, Integer.toString(entries.size()));
        entries.forEach((k, v) -> {
            field("key", k);
            field("value", v);
        });
    }

    private void list(String name, List<String> values) {
        count(name, values);
        values.forEach(v -> field("item", v));
    }

    private void count(String name, List<?> values) {
        field(name, Integer.toString(values.size()));
    }

    private void field(String name, String value) {
        RecordEncoding.line(text, name, value);
    }
}
