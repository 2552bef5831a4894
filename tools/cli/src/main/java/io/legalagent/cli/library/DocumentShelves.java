package io.legalagent.cli.library;

import java.util.Optional;
import java.util.ServiceLoader;

/** Finds the {@link DocumentShelf.Opener} this build carries (META-INF/services), if any. */
public final class DocumentShelves {
    /** What the commands say when the build has none. */
    public static final String MISSING = "this build cannot read documents: no document library is registered"
            + " (META-INF/services/" + DocumentShelf.Opener.class.getName() + ")";

    private DocumentShelves() {}

    public static Optional<DocumentShelf.Opener> opener() {
        return ServiceLoader.load(DocumentShelf.Opener.class).findFirst();
    }
}
