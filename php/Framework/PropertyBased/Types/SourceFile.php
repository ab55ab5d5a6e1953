<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Types;

use function file_get_contents;
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
 * @internal
 */
final class SourceFile
{
    /**
     * @var array<string, list<Stmt>>
     */
    private static array $statements = [];

    /**
     * The scope in which a class's PHPDoc types are written: [namespace, [alias => class], class,
     * [template type names]]; the template types of $method are added when it is given.
     *
     * @return array{string, array<string, string>, string, list<string>}
     */
    public static function scopeOf(ReflectionClass $class, ?ReflectionMethod $method = null): array
    {
        $uses      = [];
        $namespace = $class->getNamespaceName();

        foreach (self::namespaceOf($class) as $statement) {
            if ($statement instanceof Stmt\Use_ && $statement->type === Stmt\Use_::TYPE_NORMAL) {
                foreach ($statement->uses as $use) {
                    $uses[$use->getAlias()->toString()] = $use->name->toString();
                }
            } elseif ($statement instanceof Stmt\GroupUse && $statement->type === Stmt\Use_::TYPE_NORMAL) {
                foreach ($statement->uses as $use) {
                    if ($use->type === Stmt\Use_::TYPE_UNKNOWN || $use->type === Stmt\Use_::TYPE_NORMAL) {
                        $uses[$use->getAlias()->toString()] = $statement->prefix->toString() . '\\' . $use->name->toString();
                    }
                }
            }
        }

        $templates = self::templates(is_string($class->getDocComment()) ? $class->getDocComment() : null);

        if ($method !== null) {
            $templates = [...$templates, ...self::templates(self::docCommentOf($method))];
        }

        return [$namespace, $uses, $class->getName(), $templates];
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

        $class = $method->getDeclaringClass();
        $line  = $method->getStartLine();

        // The node of a method starts at its attributes, reflection at the function keyword; the
        // method of that name whose lines include the reflected start is the one.
        foreach ((new NodeFinder)->findInstanceOf(self::namespaceOf($class), Stmt\ClassMethod::class) as $node) {
            if (strtolower($node->name->toString()) === strtolower($method->getName()) &&
                $node->getStartLine() <= $line && $line <= $node->getEndLine()) {
                return $node->getDocComment()?->getText();
            }
        }

        return null;
    }

    /**
     * The statements of the namespace that declares $class (all statements of a file without
     * namespaces).
     *
     * @return list<Node>
     */
    private static function namespaceOf(ReflectionClass $class): array
    {
        $file = $class->getFileName();

        if ($file === false) {
            return [];
        }

        $statements = self::$statements[$file] ??= self::parse($file);
        $line       = $class->getStartLine();

        foreach ($statements as $statement) {
            if ($statement instanceof Stmt\Namespace_ && $statement->getStartLine() <= $line && $line <= $statement->getEndLine()) {
                return $statement->stmts;
            }
        }

        return $statements;
    }

    /**
     * @return list<Stmt>
     */
    private static function parse(string $file): array
    {
        $code = file_get_contents($file);

        if ($code === false) {
            return [];
        }

        return (new ParserFactory)->createForHostVersion()->parse($code) ?? [];
    }
}
