<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\GeneratorFor;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\Attributes\UseGenerators;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

final readonly class Tag
{
    public function __construct(public string $source)
    {
    }
}

final readonly class Label
{
    public function __construct(public string $source)
    {
    }
}

final readonly class Note
{
    public function __construct(public string $source)
    {
    }
}

final class ClassLevelGenerators
{
    #[GeneratorFor(Tag::class)]
    public static function tags(): ValueGenerator
    {
        return Generators::constant(new Tag('class level'));
    }

    #[GeneratorFor(Label::class)]
    public static function labels(): ValueGenerator
    {
        return Generators::constant(new Label('class level'));
    }

    #[GeneratorFor(Note::class)]
    public static function notes(): ValueGenerator
    {
        return Generators::constant(new Note('class level'));
    }
}

final class PropertyLevelGenerators
{
    #[GeneratorFor(Tag::class)]
    public static function tags(): ValueGenerator
    {
        return Generators::constant(new Tag('property level'));
    }

    #[GeneratorFor(Label::class)]
    public static function labels(): ValueGenerator
    {
        return Generators::constant(new Label('property level'));
    }
}

final class OtherPropertyLevelGenerators
{
    #[GeneratorFor(Label::class)]
    public static function labels(): ValueGenerator
    {
        return Generators::constant(new Label('other property level'));
    }
}

abstract class GeneratorsOfTheParent extends TestCase
{
    #[GeneratorFor(Tag::class)]
    public static function tags(): ValueGenerator
    {
        return Generators::constant(new Tag('test case class'));
    }

    abstract public static function abstractGenerator(): ValueGenerator;
}

#[UseGenerators(ClassLevelGenerators::class)]
final class GeneratorPrecedenceTest extends GeneratorsOfTheParent
{
    public static function abstractGenerator(): ValueGenerator
    {
        return Generators::integers();
    }

    #[Property(examples: 1)]
    #[UseGenerators(PropertyLevelGenerators::class)]
    public function testTheTestCaseClassComesFirstThenThePropertyThenTheClass(Tag $tag, Label $label, Note $note): void
    {
        $this->assertSame('test case class', $tag->source);
        $this->assertSame('property level', $label->source);
        $this->assertSame('class level', $note->source);
    }

    #[Property(examples: 1)]
    #[UseGenerators(PropertyLevelGenerators::class)]
    #[UseGenerators(OtherPropertyLevelGenerators::class)]
    public function testTwoGeneratorsWithTheSamePrecedence(Label $label): void
    {
    }

    #[Property(examples: 1)]
    public function testExternalWithoutClassName(#[\PHPUnit\Framework\Attributes\ForAllExternal('', 'integers')] int $value): void
    {
    }

    #[Property(examples: 1)]
    public function testAbstractMethod(#[\PHPUnit\Framework\Attributes\ForAllExternal(GeneratorsOfTheParent::class, 'abstractGenerator')] int $value): void
    {
    }
}
