package io.legalagent.documents.split;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Packs blocks into passage drafts in document order: a heading starts a new passage (unless the one
 * being packed is still under a quarter of the target and on the same page: a cover page's names make one
 * passage), a passage grows
 * by whole blocks up to the target, prefers to end where a page ends once it is half full, and a block
 * longer than the target is cut at sentence ends. A cut inside one page's running text carries the
 * overlap over.
 */
final class Packer {
    /** A passage before it has an id: its text and where it sits. */
    record Draft(String text, int firstPage, int lastPage, List<String> paragraphs, @Nullable String heading) {}

    private static final Pattern LABELLED = Pattern.compile("^([IVXL]{1,6}|[A-H]|\\d{1,2})\\.");

    private final SplitSettings settings;
    private final List<Draft> drafts = new ArrayList<>();
    private final List<String> parts = new ArrayList<>();
    private final TreeSet<Integer> pages = new TreeSet<>();
    private final List<String> paragraphs = new ArrayList<>();
    private int length;
    private int lastPage = -1;
    private @Nullable String heading;
    private @Nullable String passageHeading;
    private @Nullable String lastParagraph;
    private boolean hasBody;

    Packer(SplitSettings settings) {
        this.settings = settings;
    }

    static List<Draft> pack(List<Block> blocks, SplitSettings settings) {
        var packer = new Packer(settings);
        blocks.forEach(packer::add);
        packer.cut(false);
        return List.copyOf(packer.drafts);
    }

    private void add(Block block) {
        if (block.isHeading()) {
            boolean shortSoFar = length < settings.targetChars() / 4 && block.page() == lastPage;
            if (hasBody && !shortSoFar) {
                cut(false);
            } else if (hasBody) {
                take(block.page(), block.text(), null); // a cover page's names: no passage each
                heading = block.heading(); // for the passages after this one
                return;
            }
            // a heading over two lines ("APPEAL FROM THE ... COURT" / "FOR THE DISTRICT OF MAINE") is one
            boolean continues = !parts.isEmpty()
                    && !hasBody
                    && parts.get(parts.size() - 1).equals(heading)
                    && !LABELLED.matcher(block.heading()).find();
            heading = continues ? heading + " " + block.heading() : block.heading();
            if (continues) {
                parts.set(parts.size() - 1, heading);
                passageHeading = heading;
                length += 1 + block.length();
            } else {
                take(block.page(), block.text(), null);
            }
            return;
        }
        boolean newPage = block.page() != lastPage && lastPage >= 0;
        if (hasBody && newPage && length >= settings.targetChars() / 2) {
            cut(false);
        }
        for (String piece : Sentences.pieces(block.text(), settings.targetChars())) {
            if (hasBody && length + 1 + piece.length() > settings.targetChars()) {
                cut(block.page() == lastPage);
            }
            take(block.page(), piece, block.paragraph());
            hasBody = true;
        }
    }

    private void take(int page, String text, @Nullable String paragraph) {
        if (parts.isEmpty()) {
            passageHeading = heading;
        }
        parts.add(text);
        length += (parts.size() > 1 ? 1 : 0) + text.length();
        pages.add(page);
        lastPage = page;
        lastParagraph = paragraph;
        if (paragraph != null && !paragraphs.contains(paragraph)) {
            paragraphs.add(paragraph);
        }
    }

    /** Ends the passage being packed; with {@code overlap}, the next starts with the end of this one. */
    private void cut(boolean overlap) {
        if (!hasBody) {
            return; // headings alone, or nothing: they go with the text that follows
        }
        String text = String.join("\n", parts);
        drafts.add(new Draft(text, pages.first(), pages.last(), List.copyOf(paragraphs), passageHeading));
        String carried = overlap ? Sentences.tail(parts.get(parts.size() - 1), settings.overlapChars()) : "";
        String carriedParagraph = lastParagraph;
        int page = lastPage;
        parts.clear();
        pages.clear();
        paragraphs.clear();
        length = 0;
        hasBody = false;
        if (!carried.isEmpty()) {
            take(page, carried, carriedParagraph);
        }
    }
}
