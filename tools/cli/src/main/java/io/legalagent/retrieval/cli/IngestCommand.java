package io.legalagent.retrieval.cli;

import io.legalagent.cli.library.DocumentSync;
import io.legalagent.cli.library.IngestInputs;
import io.legalagent.cli.library.PassageSize;
import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.RetrievalStack;
import io.legalagent.retrieval.ingest.Ingester;
import io.legalagent.retrieval.ingest.PassageFiles;
import io.legalagent.retrieval.ingest.RowProblem;
import io.legalagent.retrieval.library.Libraries;
import io.legalagent.retrieval.store.ChromaClient;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ingest}: loads a firm's documents (PDF, Word, WordPerfect, RTF, HTML, Markdown, text; scans
 * through OCR) into a library, and passage files (.csv in the Bar Exam QA layout, .jsonl) into its
 * passage collection, each told apart by its content ({@link IngestInputs}). Settings come from
 * LEGAL_RETRIEVAL_* variables (LEGAL_RETRIEVAL_CHROMA_URL, LEGAL_RETRIEVAL_EMBEDDING_MODEL, ...). The
 * deployment's ingest Job runs it on its own ({@link #main}); {@code legal ingest} runs it in-process.
 */
@Command(
        name = "ingest",
        mixinStandardHelpOptions = true,
        description = {
            "Bring documents (PDF, scans, .doc, .docx, .wpd, RTF, HTML, Markdown, text) or passage files into a"
                    + " library; a second run reads and embeds only what changed. Prints counts per kind of file and"
                    + " each file refused with its reason. Exit 1 when nothing usable was read or Chroma does not"
                    + " answer.",
            "Settings: LEGAL_RETRIEVAL_CHROMA_URL (default http://127.0.0.1:8000),"
                    + " LEGAL_RETRIEVAL_PASSAGES_COLLECTION (the default library), LEGAL_RETRIEVAL_EMBEDDING_MODEL."
        })
public final class IngestCommand implements Callable<Integer> {
    public static final int OK = 0;
    public static final int ERROR = 1;
    public static final int USAGE = 2;

    private static final int SHOWN_PROBLEMS = 20;

    @Parameters(
            paramLabel = "PATH",
            description = "documents, passage files (.csv idx,text,source; .jsonl id,source,title,text[,subject]) or"
                    + " folders of them; ./legal ingest without one: the sample corpus")
    List<Path> paths = new ArrayList<>();

    @Option(
            names = "--prune",
            description = "remove documents whose files are gone from the folders, and passages the passage files no"
                    + " longer hold (else only reported)")
    boolean prune;

    @Option(
            names = {"--library", "--collection"},
            paramLabel = "NAME",
            description = "the library (lower-case letters, digits, '-', '_'; default: the default library, the"
                    + " configured passage collection); --collection is its older name")
    String library;

    @Option(
            names = "--organisation",
            paramLabel = "ORG",
            description = "whose library it is (lower-case letters, digits, '-'; default: LEGAL_RETRIEVAL_ORGANISATION,"
                    + " else local); the default library's passages are shared by every organisation")
    String organisation;

    @Option(
            names = "--passage-size",
            paramLabel = "CHARS[/OVERLAP]",
            description =
                    "how long the passages documents are cut into are, and their overlap (default ${DEFAULT-VALUE})")
    String passageSize = PassageSize.DEFAULT.toString();

    @Option(
            names = "--originals",
            paramLabel = "DIR",
            description = "where each ingested document is kept for the gateway to serve (default:"
                    + " LEGAL_INGEST_STORE_DIR, else .legal/library)")
    Path originals;

    @Option(names = "--chroma", paramLabel = "URL", description = "the Chroma server")
    String chroma;

    @Option(names = "--model", paramLabel = "ID", description = "the embedding model")
    String model;

    @Option(
            names = "--batch",
            paramLabel = "N",
            description = "passages per embedding call and write (default ${DEFAULT-VALUE})")
    int batch = 128;

    @Spec
    CommandSpec spec;

    private final PrintStream out;
    private final PrintStream err;
    private final Supplier<Path> fallback;

    /** @param fallback the corpus to ingest when no path is given, or null to require one */
    public IngestCommand(PrintStream out, PrintStream err, Supplier<Path> fallback) {
        this.out = out;
        this.err = err;
        this.fallback = fallback;
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new IngestCommand(System.out, System.err, null)).execute(args));
    }

    /** Runs the command: the summary goes to {@code out}, skipped rows, progress and problems to {@code err}. */
    @Override
    public Integer call() {
        Quiet.apply();
        if (batch < 1) {
            throw new ParameterException(spec.commandLine(), "--batch takes a whole number above 0, not " + batch);
        }
        if (paths.isEmpty()) {
            if (fallback == null) {
                throw new ParameterException(spec.commandLine(), "no passage file or folder given");
            }
            paths.add(fallback.get());
        }
        var overrides = new HashMap<String, String>();
        if (chroma != null) {
            overrides.put("LEGAL_RETRIEVAL_CHROMA_URL", chroma);
        }
        if (model != null) {
            overrides.put("LEGAL_RETRIEVAL_EMBEDDING_MODEL", model);
        }
        if (organisation != null) {
            overrides.put("LEGAL_RETRIEVAL_ORGANISATION", organisation);
        }
        var missing = paths.stream().filter(p -> !Files.exists(p)).toList();
        if (!missing.isEmpty()) {
            err.println("no such file or folder: " + missing.get(0));
            return ERROR;
        }
        String name;
        PassageSize size;
        RetrievalSettings settings;
        try {
            name = Libraries.checked(library);
            size = PassageSize.parse(passageSize);
            var base = RetrievalSettings.from(key -> overrides.getOrDefault(key, System.getenv(key)));
            overrides.put(
                    "LEGAL_RETRIEVAL_PASSAGES_COLLECTION",
                    Libraries.passagesCollection(base, base.organisation(), name));
            settings = RetrievalSettings.from(key -> overrides.getOrDefault(key, System.getenv(key)));
        } catch (IllegalArgumentException e) {
            err.println("bad setting: " + e.getMessage());
            return USAGE;
        }
        var inputs = IngestInputs.of(paths);
        if (inputs.leftOut() > 0) {
            err.println("left out " + inputs.leftOut() + " files that are no passage files, beside passage files in"
                    + " a folder (ingest documents from a folder of their own)");
        }
        // Before the model loads: a missing server is the commonest mistake and costs nothing to spot.
        var probe =
                new ChromaClient(settings.chromaUrl(), settings.tenant(), settings.database(), Duration.ofSeconds(5));
        if (!probe.heartbeat()) {
            err.println(
                    "Chroma does not answer at " + settings.chromaUrl()
                            + "; start it with deploy/chroma/start.sh (or set LEGAL_RETRIEVAL_CHROMA_URL, or pass --chroma URL)");
            return ERROR;
        }
        boolean usable = inputs.hasPassageFiles() && ingestPassageFiles(inputs.passageFiles(), settings);
        if (inputs.hasDocuments()) {
            var summary = new DocumentSync(out, err)
                    .run(
                            settings,
                            name,
                            inputs.documentPaths(),
                            prune,
                            size,
                            originals != null ? originals : DocumentSync.defaultOriginals());
            usable |= DocumentSync.usable(summary);
        }
        return usable ? OK : ERROR;
    }

    /** Today's passage ingest: true when the files held usable passages. */
    private boolean ingestPassageFiles(List<Path> files, RetrievalSettings settings) {
        var corpus = PassageFiles.read(files);
        report(corpus.problems(), err);
        if (corpus.passages().isEmpty()) {
            err.println("no usable passages in " + files);
            return false;
        }
        try (var stack = RetrievalStack.open(settings)) {
            var ingester = new Ingester(
                    stack.passages(), stack.embedder(), batch, ConsoleProgress.ofPassages(err, "embedding"));
            var result = ingester.ingest(corpus, prune);
            out.println(result.summary());
        }
        return true;
    }

    private static void report(List<RowProblem> problems, PrintStream err) {
        problems.stream().limit(SHOWN_PROBLEMS).forEach(p -> err.println("skipped " + p));
        if (problems.size() > SHOWN_PROBLEMS) {
            err.println("... and " + (problems.size() - SHOWN_PROBLEMS) + " more skipped rows");
        }
    }
}
