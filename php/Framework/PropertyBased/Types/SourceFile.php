<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Types;

use const PHP_INT_MAX;
use const PHP_INT_MIN;
use function array_key_first;
use function array_map;
use function count;
use function file_get_contents;
use function is_file;
use function is_string;
use function preg_match_all;
use function strtolower;
use PhpParser\Node;
use PhpParser\Node\Stmt;
use PhpParser\NodeFinder;
use PhpParser\ParserFactory;
use ReflectionClass;
use ReflectionMethod;

/**
 * What the source file of a class tells that reflection does not: the namespace and the `use`
 * statements that apply to the class, against which class names in its PHPDoc types are
 * resolved (proposal 4.1), and the doc comments of its methods, which PHP discards when OPcache
 * runs with opcache.save_comments=0.
 *
 * Only that is kept of a file once it has been parsed, not its syntax tree, which takes about 35
 * times the size of the file (40 kB for a test file of 1 kB), and only for the last few files,
 * so that what stays on the heap does not grow with every file of a long run.
 *
 * @internal
 */
final class SourceFile
{
    /**
     * How many files are remembered: the properties of a file run one after the other, and a few
     * files of generated classes serve many properties.
     */
    private const int FILES_KEPT = 16;

    /**
     * What each file parsed so far tells, from one parse: its namespaces (the lines each one
     * spans, its name and its `use` statements; one global namespace of all lines for a file
     * without namespaces) and, when PHP discards doc comments, its methods (the lowercase name,
     * the first and the last line, and the doc comment).
     *
     * @var array<string, array{list<array{int, int, string, array<string, string>}>, list<array{string, int, int, ?string}>}>
     */
    private static array $files = [];

    /**
     * Whether PHP discards the doc comments of the code it compiles (OPcache with
     * opcache.save_comments=0), as it does this class's.
     */
    private static ?bool $docCommentsDiscarded = null;

    /**
     * The scope in which a class's PHPDoc types are written: [namespace, [alias => class], class,
     * [template type names]]; the template types of $method are added when it is given.
     *
     * @return array{string, array<string, string>, string, list<string>}
     */
    public static function scopeOf(ReflectionClass $class, ?ReflectionMethod $method = null): array
    {
        $templates = self::templates(is_string($class->getDocComment()) ? $class->getDocComment() : null);

        if ($method !== null) {
            $templates = [...$templates, ...self::templates(self::docCommentOf($method))];
        }

        // A method declared in a trait reports the trait's file and lines, where its names are
        // written; `self` and `static` still mean the class that uses the trait, as in PHP.
        [$namespace, $uses] = self::namespaceAt($method ?? $class) ?? [$class->getNamespaceName(), []];

        return [$namespace, $uses, $class->getName(), $templates];
    }

    /**
     * The scope of a type written in $file at $line, in a method of $class: [namespace,
     * [alias => class], class, []].
     *
     * @return array{string, array<string, string>, string, list<string>}
     */
    public static function scopeAt(string $file, int $line, string $class): array
    {
        [$namespace, $uses] = self::namespaceOfLine($file, $line) ?? ['', []];

        return [$namespace, $uses, $class, []];
    }

    /**
     * The names that @template, @phpstan-template and @psalm-template tags declare.
     *
     * @return list<string>
     */
    private static function templates(?string $docComment): array
    {
        if ($docComment === null || preg_match_all('/@(?:phpstan-|psalm-)?template(?:-covariant|-contravariant)?\s+(\w+)/', $docComment, $matches) === 0) {
            return [];
        }

        return $matches[1];
    }

    /**
     * The doc comment of a method, from reflection or else from its source file.
     */
    public static function docCommentOf(ReflectionMethod $method): ?string
    {
        $docComment = $method->getDocComment();

        if (is_string($docComment)) {
            return $docComment;
        }

        // A trait's method reports the trait's file, where its doc comment is.
        $file = $method->getFileName();

        if ($file === false) {
            return null;
        }

        $name = strtolower($method->getName());
        $line = $method->getStartLine();

        // The node of a method starts at its attributes, reflection at the function keyword; the
        // method of that name whose lines include the reflected start is the one.
        foreach (self::summaryOf($file)[1] as [$methodName, $start, $end, $docComment]) {
            if ($methodName === $name && $start <= $line && $line <= $end) {
                return $docComment;
            }
        }

        return null;
    }

    /**
     * The namespace in which $declaration is written and the `use` statements that apply there:
     * [namespace, [alias => class]], or null when it has no source file.
     *
     * @return ?array{string, array<string, string>}
     */
    private static function namespaceAt(ReflectionClass|ReflectionMethod $declaration): ?array
    {
        $file = $declaration->getFileName();
        $line = $declaration->getStartLine();

        if ($file === false || $line === false) {
            return null;
        }

        return self::namespaceOfLine($file, $line);
    }

    /**
     * The namespace that $line of $file is in, and the `use` statements that apply there.
     *
     * @return ?array{string, array<string, string>}
     */
    private static function namespaceOfLine(string $file, int $line): ?array
    {
        foreach (self::summaryOf($file)[0] as [$start, $end, $namespace, $uses]) {
            if ($start <= $line && $line <= $end) {
                return [$namespace, $uses];
            }
        }

        return null;
    }

    /**
     * @param list<Node> $statements the statements of a file
     *
     * @return list<array{int, int, string, array<string, string>}>
     */
    private static function namespaces(array $statements): array
    {
        $namespaces = [];

        foreach ($statements as $statement) {
            if ($statement instanceof Stmt\Namespace_) {
                $namespaces[] = [$statement->getStartLine(), $statement->getEndLine(), $statement->name?->toString() ?? '', self::uses($statement->stmts)];
            }
        }

        return $namespaces === [] ? [[PHP_INT_MIN, PHP_INT_MAX, '', self::uses($statements)]] : $namespaces;
    }

    /**
     * @param list<Node> $statements the statements of a namespace
     *
     * @return array<string, string>
     */
    private static function uses(array $statements): array
    {
        $uses = [];

        foreach ($statements as $statement) {
            if ($statement instanceof Stmt\Use_ && $statement->type === Stmt\Use_::TYPE_NORMAL) {
                foreach ($statement->uses as $use) {
                    $uses[$use->getAlias()->toString()] = $use->name->toString();
                }
            } elseif ($statement instanceof Stmt\GroupUse) {
                foreach ($statement->uses as $use) {
                    // `use A\{B, function c}` types each item and leaves the group's type
                    // unknown; `use function A\{b, c}` types the group and not its items.
                    $type = $statement->type === Stmt\Use_::TYPE_UNKNOWN ? $use->type : $statement->type;

                    if ($type === Stmt\Use_::TYPE_NORMAL) {
                        $uses[$use->getAlias()->toString()] = $statement->prefix->toString() . '\\' . $use->name->toString();
                    }
                }
            }
        }

        return $uses;
    }

    /**
     * @param list<Node> $statements the statements of a file
     *
     * @return list<array{string, int, int, ?string}>
     */
    private static function methods(array $statements): array
    {
        return array_map(
            static fn (Stmt\ClassMethod $node): array => [strtolower($node->name->toString()), $node->getStartLine(), $node->getEndLine(), $node->getDocComment()?->getText()],
            (new NodeFinder)->findInstanceOf($statements, Stmt\ClassMethod::class),
        );
    }

    /**
     * The namespaces and the methods of `$file`, parsed once while it is among the last
     * FILES_KEPT files.
     *
     * @return array{list<array{int, int, string, array<string, string>}>, list<array{string, int, int, ?string}>}
     */
    private static function summaryOf(string $file): array
    {
        if (!isset(self::$files[$file])) {
            if (count(self::$files) >= self::FILES_KEPT) {
                unset(self::$files[array_key_first(self::$files)]);
            }

            self::$docCommentsDiscarded ??= (new ReflectionMethod(self::class, 'summaryOf'))->getDocComment() === false;

            // Reflection has every doc comment there is unless PHP discards them.
            $statements         = self::parse($file);
            self::$files[$file] = [self::namespaces($statements), self::$docCommentsDiscarded ? self::methods($statements) : []];
        }

        return self::$files[$file];
    }

    /**
     * @return list<Stmt>
     */
    private static function parse(string $file): array
    {
        // Code from standard input or eval() names a file that is not one.
        $code = is_file($file) ? file_get_contents($file) : false;

        if ($code === false) {
            return [];
        }

        return (new ParserFactory)->createForHostVersion()->parse($code) ?? [];
    }
}
