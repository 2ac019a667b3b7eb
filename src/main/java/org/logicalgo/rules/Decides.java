package org.logicalgo.rules;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The clauses of {@code spec/} that this type, method, constructor or constant decides: the one
 * place each clause id leads to. The heading of each clause in {@code spec/} links here, and the
 * traceability test holds the link to the code: a clause whose code is gone fails it, whatever
 * comment remains.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD, ElementType.CONSTRUCTOR, ElementType.FIELD})
public @interface Decides {
    /** The clause ids, e.g. {@code TT-6}. */
    String[] value();
}
