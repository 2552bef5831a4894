package io.legalagent.cli;

import io.legalagent.cli.library.DocumentSync;
import io.legalagent.cli.library.LibraryShelf;
import io.legalagent.cli.library.LibraryTable;
import io.legalagent.cli.library.PassageSize;
import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.ingest.IngestProgress;
import io.legalagent.retrieval.library.Libraries;
import io.legalagent.retrieval.store.ChromaClient;
import java.time.Duration;
import java.util.HashMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code library}: the documents a library holds, from its catalogue. */
@Command(
        name = "library",
        mixinStandardHelpOptions = true,
        description = {
            "List a library's documents: title, file, type, pages (* when some were read by OCR), passages,"
                    + " when ingested and status, of one organisation's library (local by default). Needs Chroma (./legal up,"
                    + " or deploy/chroma/start.sh)."
        })
final class LibraryCommand implements Callable<Integer> {
    @Option(names = "--library", paramLabel = "NAME", description = "the library (default: the default library)")
    String library;

    @Option(
            names = "--organisation",
            paramLabel = "ORG",
            description = "whose library (default: LEGAL_RETRIEVAL_ORGANISATION, else local)")
    String organisation;

    @Option(names = "--chroma", paramLabel = "URL", description = "the Chroma server")
    String chroma;

    @Option(names = "--json", description = "one JSON array of the documents instead of the table")
    boolean json;

    @Override
    public Integer call() throws Exception {
        String name;
        try {
            name = Libraries.checked(library);
            if (organisation != null) {
                Libraries.organisation(organisation);
            }
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        var overrides = new HashMap<String, String>();
        if (chroma != null) {
            overrides.put("LEGAL_RETRIEVAL_CHROMA_URL", chroma);
        }
        if (organisation != null) {
            overrides.put("LEGAL_RETRIEVAL_ORGANISATION", organisation);
        }
        var settings = RetrievalSettings.from(key -> overrides.getOrDefault(key, System.getenv(key)));
        if (!new ChromaClient(settings.chromaUrl(), settings.tenant(), settings.database(), Duration.ofSeconds(5))
                .heartbeat()) {
            Io.err.println("Chroma does not answer at " + settings.chromaUrl() + " (./legal up starts it)");
            return ExitCodes.ERROR;
        }
        try (var shelf = LibraryShelf.OPENER.open(
                settings, name, PassageSize.DEFAULT, IngestProgress.SILENT, DocumentSync.defaultOriginals())) {
            var documents = LibraryTable.sorted(shelf.documents());
            if (json) {
                Io.out.println(Json.MAPPER.writeValueAsString(documents));
            } else {
                Io.out.print(LibraryTable.text(name, documents));
            }
        }
        return ExitCodes.OK;
    }
}
