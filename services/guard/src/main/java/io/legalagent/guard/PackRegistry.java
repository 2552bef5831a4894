package io.legalagent.guard;

import io.legalagent.contracts.PackRegistration;
import java.util.Optional;

/** The pack sets the stack knows, by pack set SHA-256 ({@code legal.packs}). */
interface PackRegistry extends AutoCloseable {
    /** Knows no pack set: a guard without a broker to read refuses every frozen context. */
    PackRegistry NONE = set -> Optional.empty();

    Optional<PackRegistration> registration(String packSetSha256);

    @Override
    default void close() {}
}
