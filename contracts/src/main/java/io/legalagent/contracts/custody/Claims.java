package io.legalagent.contracts.custody;

import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What a chain of attestations says each part of the state is: for every part, the last hop that
 * vouched for it. A hop vouches only for the parts it added or changed, so the digests of the state
 * as it arrived are these claims, and a hop's own attestation lists the parts whose digest differs.
 */
public final class Claims {
    private final SortedMap<String, Claim> byPart;

    private Claims(SortedMap<String, Claim> byPart) {
        this.byPart = byPart;
    }

    /** One part's last claim: its digest and the attestation that gave it. */
    public record Claim(String digest, Attestation by) {}

    public static Claims of(List<Attestation> chain) {
        var byPart = new TreeMap<String, Claim>();
        for (var attestation : chain) {
            attestation.parts().forEach((part, digest) -> byPart.put(part, new Claim(digest, attestation)));
        }
        return new Claims(byPart);
    }

    /** The parts of {@code now} whose digest no hop has vouched for yet: what the next hop signs. */
    public SortedMap<String, String> changedIn(Map<String, String> now) {
        var changed = new TreeMap<String, String>();
        now.forEach((part, digest) -> {
            var claim = byPart.get(part);
            if (claim == null || !claim.digest().equals(digest)) {
                changed.put(part, digest);
            }
        });
        return changed;
    }

    public SortedMap<String, Claim> byPart() {
        return java.util.Collections.unmodifiableSortedMap(byPart);
    }
}
