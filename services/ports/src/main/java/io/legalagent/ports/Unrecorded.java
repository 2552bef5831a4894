package io.legalagent.ports;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A setting left out of the frozen constants: it says where a thing is (an address, a collection, a
 * file whose content is recorded by its fingerprint) or how fast a value is computed, not what an
 * answer is made with.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface Unrecorded {}
