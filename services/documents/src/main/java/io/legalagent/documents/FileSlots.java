package io.legalagent.documents;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The files a sync walks, each with its slot: its path relative to the folder given ('/'-separated),
 * or its own name when a file is given. Hidden files (a leading '.') are left out; passage files
 * (.csv, .jsonl) are set apart for the passage-file ingest.
 */
record FileSlots(List<Slot> documents, List<Path> passageFiles) {
    record Slot(Path file, String slot) {}

    static FileSlots of(List<Path> paths) {
        var documents = new ArrayList<Slot>();
        var passageFiles = new ArrayList<Path>();
        for (Path path : paths) {
            if (Files.isDirectory(path)) {
                try (Stream<Path> walk = Files.walk(path)) {
                    walk.filter(Files::isRegularFile)
                            .filter(f -> !hidden(path.relativize(f)))
                            .sorted()
                            .forEach(f -> add(f, slotOf(path, f), documents, passageFiles));
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot walk " + path, e);
                }
            } else {
                add(path, path.getFileName().toString(), documents, passageFiles);
            }
        }
        return new FileSlots(documents, passageFiles);
    }

    /** The file's own name within its slot: the last part of the slot's path. */
    static String fileName(String slot) {
        return slot.substring(slot.lastIndexOf('/') + 1);
    }

    static boolean passageFile(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        return name.endsWith(".csv") || name.endsWith(".jsonl");
    }

    private static void add(Path file, String slot, List<Slot> documents, List<Path> passageFiles) {
        if (passageFile(file)) {
            passageFiles.add(file);
        } else {
            documents.add(new Slot(file, slot));
        }
    }

    private static String slotOf(Path root, Path file) {
        var parts = new ArrayList<String>();
        root.relativize(file).forEach(p -> parts.add(p.toString()));
        return String.join("/", parts);
    }

    private static boolean hidden(Path relative) {
        for (Path part : relative) {
            if (part.toString().startsWith(".")) {
                return true;
            }
        }
        return false;
    }
}
